export { type BlogLibrary, createBlogLibrary, loadBlogLibrary } from './blog-library';
export { BlogArticleError, parseArticle, type ParsedArticle } from './parse-article';
