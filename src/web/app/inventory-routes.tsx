import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

const suppliers = () => import('./routes/staff/suppliers');
const supplierForm = () => import('./routes/staff/supplier-form');
const products = () => import('./routes/staff/products');
const productForm = () => import('./routes/staff/product-form');
const labels = () => import('./routes/staff/labels');
const priceList = () => import('./routes/staff/price-list');

/** The warehouse's pages; router.tsx puts each area behind its role gate. */
export const INVENTORY_ROUTES: Record<string, RouteObject[]> = {
  suppliers: [
    { path: 'suppliers', element: lazyPage(suppliers, (m) => m.SuppliersPage) },
    { path: 'suppliers/new', element: lazyPage(supplierForm, (m) => m.NewSupplierPage) },
    { path: 'suppliers/:id', element: lazyPage(suppliers, (m) => m.SupplierPage) },
    { path: 'suppliers/:id/edit', element: lazyPage(supplierForm, (m) => m.EditSupplierPage) },
  ],
  products: [
    { path: 'products', element: lazyPage(products, (m) => m.ProductsPage) },
    { path: 'products/new', element: lazyPage(productForm, (m) => m.NewProductPage) },
    { path: 'products/:id', element: lazyPage(products, (m) => m.ProductPage) },
    { path: 'products/:id/edit', element: lazyPage(productForm, (m) => m.EditProductPage) },
  ],
  brands: [
    { path: 'brands', element: lazyPage(labels, (m) => m.BrandsPage) },
    { path: 'brands/new', element: lazyPage(labels, (m) => m.NewBrandPage) },
    { path: 'brands/:id', element: lazyPage(labels, (m) => m.EditBrandPage) },
  ],
  categories: [
    { path: 'categories', element: lazyPage(labels, (m) => m.CategoriesPage) },
    { path: 'categories/new', element: lazyPage(labels, (m) => m.NewCategoryPage) },
    { path: 'categories/:id', element: lazyPage(labels, (m) => m.EditCategoryPage) },
  ],
  'price-list': [
    { path: 'price-list', element: lazyPage(priceList, (m) => m.PriceListPage) },
    { path: 'price-list/new', element: lazyPage(priceList, (m) => m.NewPriceListEntryPage) },
    { path: 'price-list/:id', element: lazyPage(priceList, (m) => m.EditPriceListEntryPage) },
  ],
  inventory: [
    {
      path: 'inventory',
      element: lazyPage(
        () => import('./routes/staff/inventory'),
        (m) => m.InventoryPage,
      ),
    },
  ],
};
