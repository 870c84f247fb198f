/**
 * Another person's e-mail never leaves the server: reviews and the last description editor
 * carry first name and last initial for everyone; `email` only for the person themself and for
 * admins. Every answer a stranger can read is checked for the reviewer's address.
 */
import { describe, it } from "vitest";
import { api, createHouse, json, newAdmin, newCaller, signedIn, sseReader } from "./factories";

const reviewer = newCaller({ name: "Holly Berry Jones", email: "holly.private@example.com" });
const stranger = newCaller({ name: "Sam Stranger" });

async function seedHouse() {
  await signedIn(reviewer);
  await signedIn(stranger);
  const house = await createHouse({ description: "Bright" });
  const rated = await api(`/api/houses/${house.id}/ratings`, {
    method: "POST",
    token: reviewer.token,
    body: { rating: 5, review: "Lovely lights" },
  });
  const edited = await api(`/api/houses/${house.id}/description`, {
    method: "PUT",
    token: reviewer.token,
    body: { description: "Now with a singing tree" },
  });
  if (rated.status !== 201 || edited.status !== 200) throw new Error("seed failed");
  await api("/api/favorites", {
    method: "POST",
    token: stranger.token,
    body: { houseId: house.id },
  });
  return house;
}

describe("e-mail privacy", () => {
  it("public answers carry first name and last initial, never the reviewer's e-mail", async ({
    expect,
  }) => {
    const house = await seedHouse();
    const stream = sseReader(await api(`/api/houses/${house.id}/stream`));
    const answers: [string, Response][] = [
      ["detail signed out", await api(`/api/houses/${house.id}`)],
      ["detail other user", await api(`/api/houses/${house.id}`, { token: stranger.token })],
      ["list", await api("/api/houses?sortBy=recentlyAdded", { token: stranger.token })],
      ["list signed out", await api("/api/houses")],
      ["top rated", await api("/api/houses/top-rated", { token: stranger.token })],
      ["favorites", await api("/api/favorites", { token: stranger.token })],
      ["own reviews of another user", await api("/api/reviews/user", { token: stranger.token })],
    ];
    for (const [name, res] of answers) {
      expect(res.status, name).toBe(200);
      expect(await res.text(), name).not.toContain(reviewer.email);
    }
    expect(await stream.next()).toEqual({
      event: "message",
      data: { type: "connected", houseId: house.id },
    });
    await api(`/api/houses/${house.id}/description`, {
      method: "PUT",
      token: reviewer.token,
      body: { description: "Even brighter" },
    });
    const event = await stream.next();
    expect(JSON.stringify(event)).not.toContain(reviewer.email);
    await stream.cancel();

    const detail = await json(await api(`/api/houses/${house.id}`));
    expect(detail.reviews[0].user).toEqual({ firstName: "Holly", lastInitial: "B" });
    expect(detail.lastDescriptionEditUser).toEqual({ firstName: "Holly", lastInitial: "B" });
  });

  it("the author sees their own e-mail, and so does an admin", async ({ expect }) => {
    const house = await seedHouse();
    const own = await json(await api(`/api/houses/${house.id}`, { token: reviewer.token }));
    expect(own.reviews[0].user).toEqual({
      firstName: "Holly",
      lastInitial: "B",
      email: reviewer.email,
    });
    expect(own.lastDescriptionEditUser.email).toBe(reviewer.email);
    const mine = await json(await api("/api/reviews/user", { token: reviewer.token }));
    expect(mine[0].user.email).toBe(reviewer.email);

    const admin = await newAdmin();
    const seenByAdmin = await json(await api(`/api/houses/${house.id}`, { token: admin.token }));
    expect(seenByAdmin.reviews[0].user.email).toBe(reviewer.email);
  });

  it("a person without a name has first name and initial null (screens say A neighbor)", async ({
    expect,
  }) => {
    const nameless = await signedIn(newCaller());
    const house = await createHouse();
    await api(`/api/houses/${house.id}/ratings`, {
      method: "POST",
      token: nameless.token,
      body: { rating: 4 },
    });
    const detail = await json(await api(`/api/houses/${house.id}`));
    expect(detail.reviews[0].user).toEqual({ firstName: null, lastInitial: null });
  });

  it("a description editor without a name is named as a reviewer would be", async ({ expect }) => {
    const nameless = await signedIn(newCaller());
    await signedIn(stranger);
    const admin = await newAdmin();
    const house = await createHouse({ description: "Bright" });
    const edited = await api(`/api/houses/${house.id}/description`, {
      method: "PUT",
      token: nameless.token,
      body: { description: "edited by B" },
    });
    expect(edited.status).toBe(200);
    const editorAsSeenBy = async (token?: string) =>
      (await json(await api(`/api/houses/${house.id}`, token ? { token } : {})))
        .lastDescriptionEditUser;
    const aNeighbor = { firstName: null, lastInitial: null };
    expect(await editorAsSeenBy()).toEqual(aNeighbor);
    expect(await editorAsSeenBy(stranger.token)).toEqual(aNeighbor);
    expect(await editorAsSeenBy(nameless.token)).toEqual({ ...aNeighbor, email: nameless.email });
    expect(await editorAsSeenBy(admin.token)).toEqual({ ...aNeighbor, email: nameless.email });
  });
});
