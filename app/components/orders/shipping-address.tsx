/** The address an order goes to, as its lines; "Not recorded" for old orders without one. */
export function ShippingAddress({ lines }: { lines: string[] | null }) {
  if (!lines) return <>Not recorded</>;
  return (
    <address className="untrusted-text not-italic">
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
