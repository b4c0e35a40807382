/** The door of the products domain: what other domains and the app's wiring may import (decision 044). */
export { productsAdminRoutes } from './admin-routes';
export { products, PRODUCTS_DATA, productTypes } from './service';
