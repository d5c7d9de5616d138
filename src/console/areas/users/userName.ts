/**
 * How a sentence names a user: the name, else the e-mail, else `fallback` ("user 12": a device
 * user may have neither).
 */
export function userName(
  user: { firstName: string; lastName: string; email: string | null },
  fallback: string,
) {
  return `${user.firstName} ${user.lastName}`.trim() || user.email || fallback
}
