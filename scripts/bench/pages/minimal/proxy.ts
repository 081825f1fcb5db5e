import { NextResponse } from "next/server";

/**
 * Passes `/proxied` on unchanged and nothing else: context for the pages benchmark's throughput
 * ratio, since every page of the app goes through its proxy (site and locale are chosen there)
 * and the minimal page `/` does not.
 */
export function proxy() {
  return NextResponse.next();
}

export const config = { matcher: ["/proxied"] };
