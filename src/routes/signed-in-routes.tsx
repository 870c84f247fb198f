/**
 * The screens only a signed-in visitor opens (the home aside, which loads ahead while a session
 * is restored): one lazy module with their routes, so their entries stay out of the app every
 * visitor loads first, the signed-out landing's visitor included. Paths come from
 * contract/screen-paths.ts; the admin area's are relative to /admin.
 */
import { SCREEN_PATHS } from "@contract/screen-paths";
import { lazy } from "react";
import { Outlet, Route, Routes } from "react-router";
import { useAuth } from "@/lib/auth";

const FavoritesPage = lazy(() => import("./favorites/favorites-page"));
const ReviewsPage = lazy(() => import("./reviews/reviews-page"));
const TopHousesPage = lazy(() => import("./top-houses/top-houses-page"));
const SubmitPage = lazy(() => import("./submit/submit-page"));
const MapPage = lazy(() => import("./map/map-page"));
const TourPage = lazy(() => import("./tours/tour-page"));
const ToursPage = lazy(() => import("./tours/tours-page"));
const MyReportsPage = lazy(() => import("./my-reports/my-reports-page"));
const AdminDashboardPage = lazy(() => import("./admin/admin-dashboard-page"));
const AdminHousesPage = lazy(() => import("./admin/admin-houses-page"));
const AdminUsersPage = lazy(() => import("./admin/admin-users-page"));
const AdminContentPage = lazy(() => import("./admin/admin-content-page"));
const AdminReviewsPage = lazy(() => import("./admin/admin-reviews-page"));
const AdminDbSyncPage = lazy(() => import("./admin/admin-db-sync-page"));
const AdminImportPage = lazy(() => import("./admin/admin-import-page"));
const AdminSeasonPage = lazy(() => import("./admin/admin-season-page"));
const AdminRequestsPage = lazy(() => import("./admin/admin-requests-page"));
const AdminReportsPage = lazy(() => import("./admin/admin-reports-page"));
const AccessDeniedPage = lazy(() => import("./admin/access-denied-page"));
const NotFoundPage = lazy(() => import("./not-found/not-found-page"));

/**
 * The admin screens' parent route: an admin gets the screen, anyone else Access Denied, and the
 * screen (its code, its title, its admin queries) is never rendered for them (decision 382).
 */
function AdminOnly() {
  const { user } = useAuth();
  return user?.isAdmin ? <Outlet /> : <AccessDeniedPage />;
}

export default function SignedInRoutes() {
  return (
    <Routes>
      <Route caseSensitive path={SCREEN_PATHS.favorites} element={<FavoritesPage />} />
      <Route caseSensitive path={SCREEN_PATHS.reviews} element={<ReviewsPage />} />
      <Route caseSensitive path={SCREEN_PATHS.topHouses} element={<TopHousesPage />} />
      <Route caseSensitive path={SCREEN_PATHS.submit} element={<SubmitPage />} />
      <Route caseSensitive path={SCREEN_PATHS.map} element={<MapPage />} />
      <Route caseSensitive path={SCREEN_PATHS.tour} element={<TourPage />} />
      <Route caseSensitive path={SCREEN_PATHS.tours} element={<ToursPage />} />
      <Route caseSensitive path={SCREEN_PATHS.myReports} element={<MyReportsPage />} />
      <Route element={<AdminOnly />}>
        <Route caseSensitive path={SCREEN_PATHS.admin} element={<AdminDashboardPage />} />
        <Route caseSensitive path={SCREEN_PATHS.adminHouses} element={<AdminHousesPage />} />
        <Route caseSensitive path={SCREEN_PATHS.adminUsers} element={<AdminUsersPage />} />
        <Route caseSensitive path={SCREEN_PATHS.adminContent} element={<AdminContentPage />} />
        <Route caseSensitive path={SCREEN_PATHS.adminReviews} element={<AdminReviewsPage />} />
        <Route caseSensitive path={SCREEN_PATHS.adminDbSync} element={<AdminDbSyncPage />} />
        <Route caseSensitive path={SCREEN_PATHS.adminImport} element={<AdminImportPage />} />
        <Route caseSensitive path={SCREEN_PATHS.adminSeason} element={<AdminSeasonPage />} />
        <Route caseSensitive path={SCREEN_PATHS.adminRequests} element={<AdminRequestsPage />} />
        <Route caseSensitive path={SCREEN_PATHS.adminReports} element={<AdminReportsPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
