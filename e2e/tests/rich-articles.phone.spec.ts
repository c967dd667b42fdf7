// A rich story, written and read on a phone (support/richArticles.ts).
import { richArticleTests } from '../support/richArticles.js';

richArticleTests();
