import { Links, Meta, Outlet, Scripts } from "@remix-run/react";

export default function Root() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <header>
          <a href="/">Cookware</a>
          <nav>
            <a href="/products">Products</a> <a href="/cart">Cart</a> <a href="/profile">Profile</a>
          </nav>
        </header>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}
