/**
 * Every API call of the client as "METHOD /path/:param", with the JSON body it sends and the
 * answer it gets, all from the contract. Types only (nothing here exists at runtime, so no zod
 * reaches the client through it): src/lib/api.ts derives each call's answer from its route, so
 * no caller picks or casts an answer type. Worker tests assert the answers against the same
 * contract schemas, so a field renamed on one side fails on the other.
 */
import type {
  AdminContentBlock,
  AdminContentCreate,
  AdminContentUpdate,
  AdminHeldImagePreview,
  AdminHeldImages,
  AdminHouse,
  AdminHouseList,
  AdminHouseUpdate,
  AdminReviewList,
  AdminUser,
  AdminUserList,
  ContentPageFilter,
  DbSyncComparison,
  DbSyncRun,
  DbSyncRuns,
  DbSyncStatus,
  DbSyncStepRequest,
} from "./admin";
import type { SiteContentPage } from "./content-order";
import type { AddFavoriteRequest, Favorite, FavoriteCheck, FavoriteToggle } from "./favorites";
import type {
  ClaimRequest,
  HomeownerDecision,
  HomeownerQueue,
  HomeownerRequestCreated,
  HomeownerRequestStatus,
  HomeownerStatus,
  OwnerAnswerRemoval,
  OwnerAnswerRequest,
  OwnerAnswerResponse,
  RemovalRequest,
  SeasonPlanRequest,
  SeasonPlanResponse,
} from "./homeowners";
import type {
  CounterResponse,
  HouseDetail,
  HouseListItem,
  HouseListResponse,
  HouseListSearch,
  ProximityVisitRequest,
  ProximityVisitResponse,
  SiteStats,
} from "./house";
import type {
  ImportCommitRequest,
  ImportCommitResult,
  ImportPreview,
  ImportRow,
  ImportRowPin,
} from "./house-import";
import type {
  AdminReportList,
  HouseReportRequest,
  MyReport,
  ReportActionResponse,
  ReportMerge,
  ReportMovePin,
  ReportRemoveContent,
} from "./house-reports";
import type {
  LightsReportRequest,
  LightsReportResponse,
  ScheduleRequest,
  ScheduleResponse,
} from "./house-schedule";
import type {
  DuplicateCheckResponse,
  HouseSubmission,
  HouseSubmissionResponse,
} from "./house-submission";
import type { MapConfig } from "./map-config";
import type {
  AddedPhoto,
  AddedVideo,
  AddPhotoRequest,
  AddVideoRequest,
  RestoredPhoto,
  UploadImageRequest,
  UploadImageResponse,
  UploadUrlRequest,
  UploadUrlResponse,
  ValidationOk,
  VideoPlayback,
} from "./media";
import type { ClientErrorReport, ScheduledJobRuns } from "./operations";
import type {
  AutocompleteResponse,
  GeocodeResult,
  PlaceDetails,
  TownCentre,
  TownSpelling,
} from "./places";
import type {
  DescriptionRequest,
  DescriptionResponse,
  FeaturesRequest,
  FeaturesResponse,
  RatingResponse,
  Review,
  ReviewEditRequest,
  ReviewRequest,
  UserReview,
} from "./reviews";
import type {
  ConfirmLitRequest,
  ConfirmLitResponse,
  HelpUsCheckResponse,
  SeasonBulkRequest,
  SeasonBulkResponse,
  UnconfirmedList,
} from "./season-check";
import type { SiteContentResponse } from "./site-content";
import type {
  CreateTourRequest,
  PopularTour,
  PublishTourRequest,
  Tour,
  UpdateTourRequest,
} from "./tours";
import type { TownDetail, TownSummary } from "./towns";
import type { SuccessResponse, User } from "./user";

/** One call: its answer, its JSON body (undefined = sends none) and its query string. */
type Call<Response, Body = undefined, Query = undefined> = {
  response: Response;
  body: Body;
  /** The query string's parameters (undefined = takes none). */
  query: Query;
};

type PageQuery = { page: number; limit: number };

export interface ApiRoutes {
  "GET /api/auth/user": Call<User>;
  /** 204: no body. */
  "POST /api/auth/logout": Call<null>;
  "POST /api/client-errors": Call<null, ClientErrorReport>;
  "GET /api/site-content": Call<SiteContentResponse, undefined, { page: SiteContentPage }>;
  "GET /api/map-config": Call<MapConfig>;

  "GET /api/houses": Call<HouseListResponse, undefined, HouseListSearch>;
  "GET /api/houses/top-rated": Call<HouseListItem[]>;
  "GET /api/houses/stats": Call<SiteStats>;
  "GET /api/houses/check-duplicate": Call<
    DuplicateCheckResponse,
    undefined,
    { address: string; city: string }
  >;
  "GET /api/houses/:id": Call<HouseDetail>;
  "GET /api/houses/:citySlug/:streetSlug": Call<HouseDetail>;
  "POST /api/houses": Call<HouseSubmissionResponse, HouseSubmission>;
  "POST /api/houses/:id/page-view": Call<CounterResponse>;
  "POST /api/houses/:id/visit": Call<CounterResponse>;
  "POST /api/houses/:id/proximity-visit": Call<ProximityVisitResponse, ProximityVisitRequest>;
  "POST /api/houses/:id/ratings": Call<RatingResponse, ReviewRequest>;
  "PUT /api/houses/:id/features": Call<FeaturesResponse, FeaturesRequest>;
  "DELETE /api/houses/:id/features/:feature": Call<FeaturesResponse>;
  "PUT /api/houses/:id/description": Call<DescriptionResponse, DescriptionRequest>;
  "PUT /api/houses/:id/schedule": Call<ScheduleResponse, ScheduleRequest>;
  "POST /api/houses/:id/lights-report": Call<LightsReportResponse, LightsReportRequest>;
  "POST /api/houses/:id/photos": Call<AddedPhoto, AddPhotoRequest>;
  "DELETE /api/houses/:id/photos/:photoId": Call<SuccessResponse>;
  "POST /api/houses/:id/photos/:photoId/restore": Call<RestoredPhoto>;
  "POST /api/houses/:id/videos": Call<AddedVideo, AddVideoRequest>;
  "DELETE /api/houses/:id/videos/:videoId": Call<SuccessResponse>;
  "POST /api/houses/:id/videos/:videoId/restore": Call<AddedVideo>;
  "DELETE /api/houses/:id": Call<SuccessResponse>;

  "GET /api/favorites": Call<Favorite[]>;
  "GET /api/favorites/:houseId/check": Call<FavoriteCheck>;
  "POST /api/favorites": Call<FavoriteToggle, AddFavoriteRequest>;
  "DELETE /api/favorites/:houseId": Call<FavoriteToggle>;

  "GET /api/reviews/user": Call<UserReview[]>;
  "PATCH /api/reviews/:id": Call<Review, ReviewEditRequest>;
  "DELETE /api/reviews/:id": Call<SuccessResponse>;

  "GET /api/tours": Call<Tour[]>;
  "POST /api/tours": Call<Tour, CreateTourRequest>;
  "GET /api/tours/:id": Call<Tour>;
  "PATCH /api/tours/:id": Call<Tour, UpdateTourRequest>;
  "DELETE /api/tours/:id": Call<SuccessResponse>;
  "GET /api/tours/shared/:shareId": Call<Tour>;
  "GET /api/tours/popular": Call<PopularTour[], undefined, { limit: number }>;
  "POST /api/tours/shared/:shareId/open": Call<SuccessResponse>;
  "POST /api/tours/shared/:shareId/copy": Call<Tour>;
  "PUT /api/tours/:id/publish": Call<Tour, PublishTourRequest>;
  "DELETE /api/tours/:id/publish": Call<SuccessResponse>;
  "GET /api/towns": Call<TownSummary[]>;
  "GET /api/towns/:citySlug": Call<TownDetail>;

  "GET /api/geocode": Call<GeocodeResult, undefined, { query: string }>;
  "GET /api/autocomplete": Call<AutocompleteResponse, undefined, { input: string }>;
  "GET /api/place-details": Call<PlaceDetails, undefined, { placeId: string }>;
  "GET /api/town-centre": Call<TownCentre, undefined, { town: string }>;
  "GET /api/town-spelling": Call<TownSpelling, undefined, { text: string }>;

  "POST /api/validate-text": Call<ValidationOk, { text: string }>;
  "POST /api/validate-image": Call<ValidationOk, { imageUrl: string }>;
  "POST /api/upload-image": Call<UploadImageResponse, UploadImageRequest>;
  /** Multipart: the image file in a field named image. */
  "POST /api/image-uploads": Call<UploadImageResponse, FormData>;
  "POST /api/get-upload-url": Call<UploadUrlResponse, UploadUrlRequest>;
  /** An upload no house has, deleted by its uploader (it stops counting as in progress). */
  "DELETE /api/video-uploads/:id": Call<SuccessResponse>;
  "GET /api/videos/:streamId/playback": Call<VideoPlayback>;

  "GET /api/admin/houses": Call<AdminHouseList, undefined, PageQuery & { search?: string }>;
  "PUT /api/admin/houses/:id": Call<{ house: AdminHouse }, AdminHouseUpdate>;
  "DELETE /api/admin/houses/:id": Call<SuccessResponse>;
  "GET /api/admin/users": Call<AdminUserList, undefined, PageQuery>;
  "PUT /api/admin/users/:id": Call<{ user: AdminUser }, { isAdmin: boolean }>;
  "GET /api/admin/content": Call<
    { content: AdminContentBlock[] },
    undefined,
    { page: ContentPageFilter }
  >;
  "POST /api/admin/content": Call<{ content: AdminContentBlock }, AdminContentCreate>;
  "PUT /api/admin/content/:id": Call<{ content: AdminContentBlock }, AdminContentUpdate>;
  "DELETE /api/admin/content/:id": Call<SuccessResponse>;
  "GET /api/admin/reviews": Call<AdminReviewList, undefined, PageQuery & { search?: string }>;
  "DELETE /api/admin/reviews/:id": Call<SuccessResponse>;
  "GET /api/admin/held-images": Call<AdminHeldImages>;
  "GET /api/admin/held-images/:id/image": Call<AdminHeldImagePreview>;
  "POST /api/admin/held-images/:id/approve": Call<SuccessResponse>;
  "POST /api/admin/held-images/:id/reject": Call<SuccessResponse>;
  "GET /api/admin/db-sync/status": Call<DbSyncStatus>;
  "GET /api/admin/db-sync/compare/houses": Call<DbSyncComparison>;
  "GET /api/admin/db-sync/runs": Call<DbSyncRuns>;
  "POST /api/admin/db-sync/sync-house-images": Call<DbSyncRun, DbSyncStepRequest>;
  "POST /api/admin/db-sync/sync-all-houses": Call<DbSyncRun, DbSyncStepRequest>;
  "GET /api/admin/scheduled-jobs": Call<ScheduledJobRuns>;
  "POST /api/admin/imports": Call<ImportPreview, FormData>;
  "GET /api/admin/imports/:id": Call<ImportPreview>;
  "PATCH /api/admin/imports/:id/rows/:index": Call<ImportRow, ImportRowPin>;
  "POST /api/admin/imports/:id/commit": Call<ImportCommitResult, ImportCommitRequest>;
  "GET /api/admin/season/unconfirmed": Call<
    UnconfirmedList,
    undefined,
    { page: number; archived: "true" | "false" }
  >;
  "POST /api/admin/season/archive": Call<SeasonBulkResponse, SeasonBulkRequest>;
  "POST /api/admin/season/restore": Call<SeasonBulkResponse, SeasonBulkRequest>;
  "POST /api/admin/season/ask-community": Call<SeasonBulkResponse, SeasonBulkRequest>;
  "POST /api/admin/season/stop-asking": Call<SeasonBulkResponse, SeasonBulkRequest>;
  "POST /api/admin/season/confirm": Call<SeasonBulkResponse, SeasonBulkRequest>;
  "POST /api/houses/:id/confirm-lit": Call<ConfirmLitResponse, ConfirmLitRequest>;
  "GET /api/houses/help-us-check": Call<HelpUsCheckResponse>;
  "POST /api/houses/:id/reports": Call<MyReport, HouseReportRequest>;
  "GET /api/me/reports": Call<MyReport[]>;
  "GET /api/admin/reports": Call<AdminReportList>;
  "POST /api/admin/reports/houses/:id/archive": Call<ReportActionResponse>;
  "POST /api/admin/reports/houses/:id/move": Call<ReportActionResponse, ReportMovePin>;
  "POST /api/admin/reports/houses/:id/merge": Call<ReportActionResponse, ReportMerge>;
  "POST /api/admin/reports/houses/:id/remove-content": Call<
    ReportActionResponse,
    ReportRemoveContent
  >;
  "POST /api/admin/reports/houses/:id/dismiss": Call<ReportActionResponse>;
  "POST /api/houses/:id/claim": Call<HomeownerRequestCreated, ClaimRequest>;
  "POST /api/houses/:id/removal-request": Call<HomeownerRequestCreated, RemovalRequest>;
  "GET /api/houses/:id/homeowner-status": Call<HomeownerStatus>;
  "PUT /api/houses/:id/season-plan": Call<SeasonPlanResponse, SeasonPlanRequest>;
  "POST /api/houses/:id/reviews/:reviewId/owner-answer": Call<
    OwnerAnswerResponse,
    OwnerAnswerRequest
  >;
  "PATCH /api/houses/:id/reviews/:reviewId/owner-answer": Call<
    OwnerAnswerResponse,
    OwnerAnswerRequest
  >;
  /** An admin may send the reason the homeowner reads (decision 389); the owner sends none. */
  "DELETE /api/houses/:id/reviews/:reviewId/owner-answer": Call<
    SuccessResponse,
    OwnerAnswerRemoval
  >;
  "GET /api/admin/homeowner-requests": Call<
    HomeownerQueue,
    undefined,
    { page: number; status: HomeownerRequestStatus }
  >;
  "POST /api/admin/homeowner-requests/:id/approve": Call<HomeownerDecision>;
  "POST /api/admin/homeowner-requests/:id/decline": Call<HomeownerDecision>;
}

export type ApiRoute = keyof ApiRoutes;
export type ApiResponse<R extends ApiRoute> = ApiRoutes[R]["response"];
export type ApiBody<R extends ApiRoute> = ApiRoutes[R]["body"];
export type ApiQuery<R extends ApiRoute> = ApiRoutes[R]["query"];
