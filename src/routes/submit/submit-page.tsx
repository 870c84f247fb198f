/** Placeholder until its issue fills this screen. */
export default function SubmitPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="font-bold text-3xl">Submit a Christmas House</h1>
    </div>
  );
}
