// A rich story, written and read on a desktop (support/richArticles.ts).
import { richArticleTests } from '../support/richArticles.js';

richArticleTests();
