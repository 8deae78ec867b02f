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

/** The front shipped for several nodes (docs/serving.md), which the cluster runs as it is. */
export const SHIPPED_NGINX_CONFIG = path.join(process.cwd(), "deploy", "nginx.conf");

/** `text` with `pattern` replaced; a pattern that no longer matches the shipped file is an error, not a silent no-op. */
function rewrite(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer has ${pattern}: update tests/support/cluster-services.ts`);
  return text.replace(pattern, () => replacement);
}

/**
 * deploy/nginx.conf as the cluster runs it: its site (the upstream and the server between the
 * `# site:` marks) once for each `listen` port, balancing over that site's node ports on loopback;
 * the pid, logs, cache and temporary files in `directory`. Everything else is the shipped file.
 */
export function nginxConfig(directory: string, sites: { port: number; nodes: number[] }[], shipped = SHIPPED_NGINX_CONFIG): string {
  let config = fs.readFileSync(shipped, "utf8");
  const site = /^ *# site: begin.*\n([\s\S]*?)^ *# site: end.*\n/m.exec(config);
  if (!site?.[1]) throw new Error("deploy/nginx.conf has no `# site: begin` … `# site: end` block");
  const siteFor = ({ port, nodes }: { port: number; nodes: number[] }) => {
    let block = rewrite(site[1]!, /upstream basis_point \{/, `upstream basis_point_${port} {`);
    block = rewrite(block, /( *server [^\s;]+;\n)+/, nodes.map((node) => `    server 127.0.0.1:${node};\n`).join(""));
    block = rewrite(block, /listen 80;/, `listen 127.0.0.1:${port};`);
    return block.replace(/http:\/\/basis_point;/g, `http://basis_point_${port};`);
  };
  config = config.replace(site[0], sites.map(siteFor).join("\n"));
  config = rewrite(config, /^worker_processes .*;$/m, "worker_processes 1;");
  config = rewrite(config, /^pid .*;$/m, `pid ${directory}/nginx.pid;`);
  config = rewrite(config, /^error_log \S+/m, `error_log ${directory}/error.log`);
  config = rewrite(config, /^ *access_log .*;$/m, "  access_log off;");
  config = rewrite(config, /proxy_cache_path \S+/, `proxy_cache_path ${directory}/cache`);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${name}_temp_path ${directory}/${name};`);
  return rewrite(config, /^http \{$/m, ["http {", ...temp].join("\n"));
}

/** nginx (Debian's nginx-light) as an ordinary process with its own prefix and configuration. */
export async function startNginx(sites: { port: number; nodes: number[] }[]): Promise<Service> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "basis-point-nginx-"));
  // Started as root, nginx's workers run as `nobody`: they must reach the cache and temporary files.
  fs.chmodSync(directory, 0o755);
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
