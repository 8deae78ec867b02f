import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import Link from "next/link";
import { connection } from "next/server";
import { getPostPage } from "@/lib/posts/service";

const HOME_PAGE_SIZE = 5;

export default async function HomePage() {
  await connection();
  const { posts } = await getPostPage({ limit: HOME_PAGE_SIZE });
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Latest articles
      </Typography>
      <Stack spacing={3}>
        {posts.map((post) => (
          <article key={post.id}>
            <Typography variant="h2" sx={{ fontSize: "1.35rem" }}>
              <Link href={`/post/${post.id}`}>{post.title}</Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {post.author.name} · {post.category_name}
            </Typography>
            <Typography variant="body1">{post.content}</Typography>
          </article>
        ))}
      </Stack>
    </Container>
  );
}
