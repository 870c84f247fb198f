/** Demo data: the demo accounts (admin and members with full names). */

// ---------------------------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------------------------

export type DemoUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
};

export const ADMIN: DemoUser = {
  id: "demo-admin",
  email: "admin@example.com",
  firstName: "Avery",
  lastName: "Admin",
  isAdmin: true,
};
export const MEMBERS: DemoUser[] = [
  ["Holly", "Bennett"],
  ["Nick", "Russo"],
  ["Carol", "Fitzgerald"],
  ["Noel", "Castillo"],
  ["Ivy", "Nakamura"],
  ["Joy", "Patel"],
  ["Gabriel", "O'Connor"],
  ["Stella", "Kowalski"],
  // Neighbours who mostly review: full names, so reviews read like a real directory's.
  ["Maria", "Esposito"],
  ["Kevin", "Doyle"],
  ["Priya", "Raman"],
  ["Tom", "Schaefer"],
  ["Angela", "Marino"],
  ["Derek", "Washington"],
  ["Lauren", "McCarthy"],
  ["Sam", "Goldberg"],
  ["Rosa", "Delgado"],
  ["Brian", "Kelly"],
  ["Nicole", "Ferraro"],
  ["James", "Okafor"],
  ["Erin", "Gallagher"],
  ["Victor", "Chen"],
  ["Dana", "Lombardi"],
  ["Mike", "Sullivan"],
  ["Christine", "Park"],
  ["Anthony", "Caruso"],
  ["Megan", "Brennan"],
  ["Luis", "Ortiz"],
  ["Jenna", "Schwartz"],
  ["Pat", "Murphy"],
  ["Tara", "Singh"],
  ["Greg", "Vitale"],
].map(([firstName, lastName], i) => ({
  id: `demo-user-${i + 1}`,
  // The first eight keep their short addresses (the README names holly@example.com).
  email:
    i < 8
      ? `${firstName!.toLowerCase()}@example.com`
      : `${firstName!.toLowerCase()}.${lastName!.toLowerCase()}@example.com`,
  firstName: firstName!,
  lastName: lastName!,
  isAdmin: false,
}));
export const USERS = [ADMIN, ...MEMBERS];
/** Shown in the README; the same for every demo account. */
export const DEMO_PASSWORD = "lights-demo-1";
