/** The meta tag after which the back office's Emotion inserts styles; the server puts its critical CSS before it. */
export const INSERTION_POINT_NAME = 'emotion-insertion-point';
