import { z } from "zod";

// Zod compiles fast object parsers with `new Function` when it may; to find out, it tries one, and
// under this site's Content-Security-Policy (no 'unsafe-eval') that try is a reported violation in
// every browser that loads a form. The forms' schemas are small: parse without the compiler.
z.config({ jitless: true });
