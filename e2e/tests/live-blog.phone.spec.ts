// Live blogs on a phone, in English and Telugu: the same scenario as live-blog.spec.ts, with the
// desk's quick composer and the reader's page at a phone's width.
import { liveBlogTests } from '../support/liveBlog.js';

liveBlogTests();
