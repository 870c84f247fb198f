/** 'MMM d, yyyy' (e.g. Dec 3, 2026), the admin date format (docs/product.md, Admin). */
export function formatAdminDate(iso: string) {
  return new Date(iso).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
  });
}

export function personName(
  person: { firstName: string | null; lastName: string | null; email: string | null } | null,
) {
  if (!person) return null;
  const name = [person.firstName, person.lastName].filter(Boolean).join(" ");
  return name || person.email;
}
