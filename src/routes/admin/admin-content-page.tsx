/** Placeholder until its issue fills this screen. */
export default function AdminContentPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="font-bold text-3xl">Site Content</h1>
    </div>
  );
}
