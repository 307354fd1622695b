/** A login refusal that asks the person to verify their email first (spec section 4). */
export function mentionsEmailVerification(message: string | undefined): boolean {
  if (!message) return false;
  return /\bverif(y|ied|ication)\b/i.test(message) && /\be-?mail\b/i.test(message);
}

/** Where a person goes to confirm their address, keeping the email they typed. */
export function verifyEmailPath(email: string): string {
  const trimmed = email.trim();
  return trimmed ? `/verify-email?${new URLSearchParams({ email: trimmed }).toString()}` : '/verify-email';
}
