import type { HouseContent } from "@contract/house";
import { useQueryClient } from "@tanstack/react-query";
import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "@/components/layout/confirm-dialog";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { deleteHouse, houseKeys } from "@/lib/queries/houses";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { toast } from "@/lib/use-toast";

/** Admins only: delete the house after confirming (docs/product.md, Routes and roles). */
export function AdminDeleteHouse({ house }: { house: HouseContent }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useSingleFlightMutation({
    mutationFn: () => deleteHouse(house.id),
    onSuccess: async () => {
      toast({ title: "House deleted", description: "House deleted successfully" });
      queryClient.removeQueries({ queryKey: houseKeys.details() });
      await queryClient.invalidateQueries({ queryKey: houseKeys.all });
      navigate("/home");
    },
    onError: (error) => {
      setOpen(false);
      if (error.name === "UnauthorizedError") return;
      toast({
        title: "Error",
        description:
          error instanceof ApiError && error.status === 403
            ? "Failed to delete house. Admin access required."
            : error.message || "Failed to delete house. Admin access required.",
        variant: "destructive",
      });
    },
  });
  if (!user?.isAdmin) return null;
  return (
    <>
      <Button variant="destructive" size="sm" onClick={() => setOpen(true)}>
        <Trash2Icon className="size-4" /> Delete House
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete House?"
        description="Are you sure you want to delete this house? This action cannot be undone."
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}
