import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { parseId } from "@/lib/http/responses";
import { getPost } from "@/lib/posts/service";

export default async function PostPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const id = parseId((await params).id);
  const post = id === undefined ? null : await getPost(id);
  if (!post) notFound();
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h1">{post.title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {post.author.name} · {post.category_name}
      </Typography>
      <div dangerouslySetInnerHTML={{ __html: post.description }} />
    </Container>
  );
}
