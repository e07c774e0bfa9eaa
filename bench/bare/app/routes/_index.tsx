import { useLoaderData } from "@remix-run/react";

const products = Array.from({ length: 24 }, (_, index) => ({
  id: `product-${index + 1}`,
  name: `Product ${index + 1}`,
  price: 1500 + index * 250,
}));

export function loader() {
  return { products };
}

export default function Index() {
  const { products } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Products</h1>
      <ul>
        {products.map((product) => (
          <li key={product.id}>
            <a href={`/products/${product.id}`}>{product.name}</a> <span>Rs. {product.price.toLocaleString("en-PK")}</span>
            <form method="post" action="/cart">
              <input type="hidden" name="productId" value={product.id} />
              <input type="hidden" name="quantity" value="1" />
              <button type="submit">Add to cart</button>
            </form>
          </li>
        ))}
      </ul>
    </main>
  );
}
