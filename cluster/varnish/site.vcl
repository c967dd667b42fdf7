vcl 4.1;
# The HTTP cache in front of the gateways' balancer (cluster/src/http-cache.ts), as a CDN would be
# in production: it keeps what the gateways mark public (`s-maxage`, `stale-while-revalidate`),
# lists each answer under the keys of its `Surrogate-Key` header, and drops them when a gateway's
# purge hook (CDN_PURGE_URL) names one. The backend's host and port are filled in at start.

import cookie;
import std;
import xkey;

backend gateways {
  .host = "__BACKEND_HOST__";
  .port = "__BACKEND_PORT__";
  .first_byte_timeout = 60s;
}

sub vcl_recv {
  # Purges come on their own socket, never on the site's.
  if (local.socket == "purge") {
    if (req.method != "POST" || !req.http.Surrogate-Key) {
      return (synth(400, "POST the keys to purge, space apart, in Surrogate-Key"));
    }
    return (synth(200, "Purged " + xkey.purge(req.http.Surrogate-Key)));
  }
  # The edge names each request: the gateways and apis log under this id, and a reader whose
  # answer came from here gets an id of its own, never that of the request that filled it.
  set req.http.X-Request-Id = "varnish-" + std.integer(time = now) + "-" + req.xid;
  # The gateways answer in Brotli, gzip or neither: one kept copy for each.
  if (req.http.Accept-Encoding ~ "\bbr\b") {
    set req.http.Accept-Encoding = "br";
  } elsif (req.http.Accept-Encoding ~ "\bgzip\b") {
    set req.http.Accept-Encoding = "gzip";
  } else {
    unset req.http.Accept-Encoding;
  }
  # Live streams (`/live`, GraphQL subscriptions over SSE) are each their reader's own and never
  # end: piped straight to the gateways, never kept or waited on (docs/scaling.md, "Live streams").
  if (req.url ~ "^/live(\?|$)" || req.http.Accept ~ "text/event-stream") {
    return (pipe);
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # A request with a session reads as its account: never from or into the cache.
  if (req.http.Authorization || req.http.Cookie ~ "(^|;)\s*news_session=") {
    return (pass);
  }
  # Pages vary by the preference cookies (`Vary: Cookie`); no other cookie is part of the key.
  if (req.http.Cookie) {
    cookie.parse(req.http.Cookie);
    cookie.keep("lang,theme");
    set req.http.Cookie = cookie.get_string();
    if (req.http.Cookie == "") {
      unset req.http.Cookie;
    }
  }
  return (hash);
}

sub vcl_pipe {
  # The piped connection carries this one stream: a next request on it must come through vcl_recv.
  set bereq.http.Connection = "close";
}

sub vcl_backend_response {
  # Only what a gateway marks public is kept: by default Varnish would keep an answer that says
  # nothing of caching (a health check, an error) for two minutes.
  if (beresp.http.Cache-Control !~ "\bpublic\b") {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  if (beresp.http.Surrogate-Key) {
    set beresp.http.xkey = beresp.http.Surrogate-Key;
  }
}

sub vcl_deliver {
  unset resp.http.xkey;
  set resp.http.X-Request-Id = req.http.X-Request-Id;
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}
