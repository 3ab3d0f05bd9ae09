import { argon2, randomBytes, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

// argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane), stored
// as a PHC string so the parameters can be raised later without a migration.

const argon2Async = promisify(argon2);
const PARAMETERS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  const hash = await argon2Async("argon2id", { message: password, nonce, ...PARAMETERS });
  const { memory, passes, parallelism } = PARAMETERS;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${nonce.toString("base64")}$${hash.toString("base64")}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = PHC.exec(stored);
  if (!match) return false;
  const [, memory, passes, parallelism, nonce, expected] = match;
  const expectedHash = Buffer.from(expected ?? "", "base64");
  const hash = await argon2Async("argon2id", {
    message: password,
    nonce: Buffer.from(nonce ?? "", "base64"),
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expectedHash.length,
  });
  return hash.length === expectedHash.length && timingSafeEqual(hash, expectedHash);
}

/** A hash of a random password, verified against when the username does not exist, so timing tells nothing. */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return decoyHash;
}
