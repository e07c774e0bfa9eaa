export function loader() {
  return Response.json({ status: "ok" });
}
