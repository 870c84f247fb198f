/** Placeholder until its issue fills this screen. */
export default function ReviewsPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="font-bold text-3xl">My Reviews</h1>
    </div>
  );
}
