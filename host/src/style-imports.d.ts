/** Style sheets imported for their effect (fonts): webpack's style-loader puts them on the page. */
declare module '*.css';
