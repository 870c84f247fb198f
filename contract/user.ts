import { z } from "zod";

export const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** A person as admins see them: name and e-mail (another person's e-mail goes to admins only). */
export const personForAdminsSchema = userSchema.pick({
  id: true,
  email: true,
  firstName: true,
  lastName: true,
});

/**
 * Every error answer of the API. `houseId` is on a 404 only: the house the path named by id is
 * not there (deleted or merged since, or never was; contract/house-gone.ts). An admin house
 * edit's 409 says more (adminHouseChangedAnswerSchema, contract/admin.ts, decision 369).
 */
export const errorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  houseId: z.number().int().optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** The answer of deletes that have nothing else to say. */
export const successSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successSchema>;
