/** Placeholder until its issue fills this screen. */
export default function AdminHousesPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="font-bold text-3xl">Manage Houses</h1>
    </div>
  );
}
