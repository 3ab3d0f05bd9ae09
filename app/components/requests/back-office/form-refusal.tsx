/** A refusal that belongs to no single field (a 409, a stale form), above the form's fields. */
export function FormRefusal({
  message,
  errors,
}: {
  message: string | undefined;
  errors: Record<string, string>;
}) {
  if (!message || Object.keys(errors).length > 0) return null;
  return (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {message}
    </p>
  );
}
