import { index, route, type RouteConfig } from '@react-router/dev/routes';

/** SPEC section 2. Later issues add their screens here. */
export default [
  index('routes/home.tsx'),
  route('news', 'routes/news-index.tsx'),
  route('news/:categoryId/:page/:title?', 'routes/news.tsx'),
  route('news/topic/:id/:categoryId/:categoryName?/:title?', 'routes/news-topic.tsx'),
  route('materials/:metaName/:productId', 'routes/materials.tsx'),
  route('comparison/:metaName?', 'routes/comparison.tsx'),
  route('producers', 'routes/producers-index.tsx'),
  route('producers/:id/:metaName?', 'routes/producers.tsx'),
  route('producer/:id/:metaName/:producerId/:name?', 'routes/producer.tsx'),
  route('partners/:id/:metaName?', 'routes/partners.tsx'),
  route('partners/:metaName/:typeId/:name/:id', 'routes/partner.tsx'),
  route('society', 'routes/society-index.tsx'),
  route('society/about', 'routes/about.tsx'),
  route('society/disclaimer', 'routes/disclaimer.tsx'),
  route('society/contact-us', 'routes/contact.tsx', { id: 'society-contact' }),
  route('contact-us', 'routes/contact.tsx', { id: 'contact-us' }),
  route('404', 'routes/not-found.tsx'),
  route('500', 'routes/server-error.tsx'),
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
