import { useQuery, useQueryClient } from "@tanstack/react-query";
import { HeartIcon } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { useAuth } from "@/lib/auth";
import { openAuthDialog, stayHere } from "@/lib/auth-dialog";
import { cn } from "@/lib/cn";
import {
  addFavorite,
  favoriteCheckQuery,
  favoriteKeys,
  removeFavorite,
} from "@/lib/queries/favorites";
import { singleClick } from "@/lib/single-click";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { toast } from "@/lib/use-toast";

/** Favorite / Favorited toggle; signed-out visitors see "Sign In to Favorite". */
export function FavoriteButton({
  houseId,
  className,
  size,
}: {
  houseId: number;
  className?: string;
  size?: ButtonProps["size"];
}) {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const check = useQuery({ ...favoriteCheckQuery(houseId), enabled: isAuthenticated });
  const isFavorite = check.data?.isFavorite ?? false;

  const toggle = useSingleFlightMutation({
    mutationFn: async (next: boolean) => {
      await (next ? addFavorite(houseId) : removeFavorite(houseId));
    },
    onSuccess: (_data, next) => {
      queryClient.setQueryData(favoriteCheckQuery(houseId).queryKey, { isFavorite: next });
      void queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
      toast(
        next
          ? {
              title: "Added to favorites",
              description: "House added to your favorites list",
              variant: "success",
            }
          : {
              title: "Removed from favorites",
              description: "House removed from your favorites list",
            },
      );
    },
    onError: (error) => {
      if (error.name === "UnauthorizedError") return;
      toast({ title: "Error", description: "Failed to update favorites", variant: "destructive" });
    },
  });

  if (!isAuthenticated) {
    return (
      <Button
        variant="outline"
        size={size}
        className={className}
        onClick={() => openAuthDialog("signin", { onSignedIn: stayHere })}
      >
        <HeartIcon aria-hidden="true" />
        Sign In to Favorite
      </Button>
    );
  }
  return (
    <Button
      variant={isFavorite ? "default" : "outline"}
      size={size}
      className={className}
      aria-pressed={isFavorite}
      busy={check.isPending || toggle.isPending}
      onClick={singleClick(() => toggle.mutate(!isFavorite))}
    >
      <HeartIcon className={cn(isFavorite && "fill-current")} aria-hidden="true" />
      {isFavorite ? "Favorited" : "Favorite"}
    </Button>
  );
}
