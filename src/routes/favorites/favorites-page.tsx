/**
 * My favorites (docs/product.md, Favorites, reviews and visits). Signed-in only; a 401 triggers the
 * re-login flow. Offline it shows the list the service worker saved, read-only (docs/product.md,
 * Installable app and offline).
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { HeartIcon, HeartOffIcon } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { HouseGridSkeleton } from "@/components/house/house-card-skeleton";
import { HouseGrid } from "@/components/house/house-grid";
import { BackHeader } from "@/components/layout/back-header";
import { AddToTourButton } from "@/components/tour/add-to-tour-button";
import { Button } from "@/components/ui/button";
import { focusInListWhenRemoved } from "@/components/ui/focus-in-list-when-removed";
import { LoadError } from "@/components/ui/load-error";
import { EmptyState, NeedsConnection } from "@/components/ui/status-blocks";
import { handleUnauthorized } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { useOnline, waitsForConnection } from "@/lib/offline/connection";
import {
  favoriteCheckQuery,
  favoriteKeys,
  favoritesQuery,
  removeFavorite,
} from "@/lib/queries/favorites";
import { usePageTitle } from "@/lib/use-page-title";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { toast } from "@/lib/use-toast";

export const FAVORITES_SKELETON_COUNT = 6;

export function favoritesCountText(n: number) {
  return `${n} ${n === 1 ? "house" : "houses"} in your favorites list`;
}

export default function FavoritesPage() {
  usePageTitle("My Favorites");
  const queryClient = useQueryClient();
  const { isAuthenticated, isLoading } = useAuth();
  const online = useOnline();
  // Offline, a missing user record means "not saved on this device", not "signed out".
  const needsConnection = !online && !isLoading && !isAuthenticated;
  useEffect(() => {
    if (!isLoading && !isAuthenticated && online) handleUnauthorized();
  }, [isAuthenticated, isLoading, online]);

  const favorites = useQuery({ ...favoritesQuery(), enabled: isAuthenticated });
  const { data, isPending } = favorites;
  const remove = useSingleFlightMutation({
    mutationFn: removeFavorite,
    // Each card's Remove is busy on its own: another card's can be pressed meanwhile.
    flightKey: (houseId) => houseId,
    onSuccess: (_data, houseId) => {
      queryClient.setQueryData(favoriteCheckQuery(houseId).queryKey, { isFavorite: false });
      void queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
      toast({
        title: "Removed from favorites",
        description: "House removed from your favorites list",
      });
    },
    onError: (error) => {
      if (error.name === "UnauthorizedError") return;
      toast({
        title: "Error",
        description: "Failed to remove from favorites",
        variant: "destructive",
      });
    },
  });

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <BackHeader
        icon={<HeartIcon className="size-8 fill-primary text-primary" aria-hidden="true" />}
        title="My Favorite Houses"
      >
        {data && (
          <p className="text-muted-foreground" data-testid="favorites-count">
            {favoritesCountText(data.length)}
          </p>
        )}
      </BackHeader>

      {needsConnection || waitsForConnection(online, favorites) ? (
        <NeedsConnection
          title="Favorites need a connection"
          description="Your favorites are saved on this device after you open them once online."
        />
      ) : isPending ? (
        <HouseGridSkeleton count={FAVORITES_SKELETON_COUNT} />
      ) : data === undefined ? (
        <LoadError
          title="Error loading favorites"
          description="There was a problem loading your favorites list."
          onRetry={() => window.location.reload()}
        />
      ) : data.length === 0 ? (
        <EmptyState
          icon={HeartIcon}
          title="No favorites yet"
          description="Tap Favorite on any house page to keep it here."
          action={
            <Button asChild>
              <Link to="/">Discover Houses</Link>
            </Button>
          }
        />
      ) : (
        <HouseGrid
          houses={data.map((f) => f.house)}
          action={(house) => (
            <div className="flex gap-2">
              <AddToTourButton house={house} compact />
              <Button
                variant="secondary"
                size="icon"
                className="rounded-full! shadow"
                aria-label={`Remove ${house.title} from favorites`}
                title={online ? undefined : "Removing a favorite needs a connection"}
                disabled={!online}
                busy={remove.isPending && remove.variables === house.id}
                onClick={(event) => {
                  const button = event.currentTarget;
                  // The card goes with its Remove: the next card's gets the focus (decision 340).
                  remove.mutate(house.id, {
                    onSuccess: () =>
                      focusInListWhenRemoved(button, button.closest("[data-layout]")),
                  });
                }}
              >
                <HeartOffIcon aria-hidden="true" />
              </Button>
            </div>
          )}
        />
      )}
    </div>
  );
}
