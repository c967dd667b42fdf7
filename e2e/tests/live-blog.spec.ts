// Live blogs on a desktop, in English and Telugu: an editor starts coverage, posts three updates
// (one with a photo), pins, corrects and deletes; a reader with the page open follows each
// without a reload or losing their place; without JavaScript the page shows the posts.
import { liveBlogTests } from '../support/liveBlog.js';

liveBlogTests();
