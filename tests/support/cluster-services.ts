// What a cluster of app nodes needs around it, on one machine and without containers (the cluster
// test, `npm run test:cluster`): a redis-server on a spare port, an S3-compatible store (s3rver) on
// loopback, and nginx in front of the nodes as the load balancer.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

async function waitForPort(port: number, what: string, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not listen on ${port}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

export interface Service {
  url: string;
  stop(): Promise<void>;
}

/**
 * A redis-server of its own, with the memory limit and eviction policy of docs/performance.md. In
 * memory only; or, given a `directory`, loading the snapshot there at start (one a test took with SAVE
 * before stopping it), as a Redis with persistence comes back after an outage.
 */
export async function startRedis(port: number, directory?: string): Promise<Service> {
  const persistence = directory ? ["--dir", directory] : [];
  const child = spawn(
    "redis-server",
    [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      "--maxmemory",
      "256mb",
      "--maxmemory-policy",
      "volatile-lru",
      ...persistence,
    ],
    { stdio: "ignore" },
  );
  await waitForPort(port, "redis-server", child);
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

export const S3_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/** s3rver on loopback with one empty bucket; its files live in a temporary folder. */
export async function startS3(port: number, bucket: string): Promise<Service & { directory: string }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "basis-point-s3-"));
  const server = new S3rver({ port, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] });
  await server.run();
  return {
    url: `http://127.0.0.1:${port}`,
    directory,
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The nginx configuration of README "Running several nodes": each `listen` port balances over its
 * list of node ports, passing the client's address in X-Forwarded-For (the nodes run with
 * TRUST_PROXY=1). `directory` holds what nginx writes (pid, logs, temporary files).
 */
export function nginxConfig(directory: string, sites: { port: number; nodes: number[] }[]): string {
  const upstreams = sites
    .map(
      (site) =>
        `  upstream nodes_${site.port} {\n${site.nodes.map((node) => `    server 127.0.0.1:${node};`).join("\n")}\n    keepalive 32;\n  }`,
    )
    .join("\n");
  const servers = sites
    .map(
      (site) => `  server {
    listen 127.0.0.1:${site.port};
    client_max_body_size 2m;
    location / {
      proxy_pass http://nodes_${site.port};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }`,
    )
    .join("\n");
  return `worker_processes 1;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${directory}/client_body;
  proxy_temp_path ${directory}/proxy;
  fastcgi_temp_path ${directory}/fastcgi;
  uwsgi_temp_path ${directory}/uwsgi;
  scgi_temp_path ${directory}/scgi;
${upstreams}
${servers}
}
`;
}

/** nginx (Debian's nginx-light) as an ordinary process with its own prefix and configuration. */
export async function startNginx(sites: { port: number; nodes: number[] }[]): Promise<Service> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "basis-point-nginx-"));
  const config = path.join(directory, "nginx.conf");
  fs.writeFileSync(config, nginxConfig(directory, sites));
  const child = spawn(process.env.NGINX_PATH ?? "/usr/sbin/nginx", ["-c", config, "-p", directory, "-g", "daemon off;"], {
    stdio: "ignore",
  });
  for (const site of sites) await waitForPort(site.port, "nginx", child);
  return {
    url: `http://127.0.0.1:${sites[0]!.port}`,
    stop: async () => {
      await stopChild(child);
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
