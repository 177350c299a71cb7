# workerd's configuration: one Worker, worker.js (worker.ts bundled
# with the package), on port 8080.
using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [
    (name = "main", worker = .worker),
    # Where fetch() may go: the internet, and this machine's
    # loopback addresses, for an upstream that runs beside it.
    (name = "internet", network = (allow = ["public", "local"])),
  ],
  sockets = [
    (name = "http", address = "*:8080", http = (), service = "main"),
  ],
);

const worker :Workerd.Worker = (
  modules = [(name = "worker.js", esModule = embed "worker.js")],
  # On and after 2026-08-04, nodejs_compat is on by default.
  compatibilityDate = "2026-08-04",
  bindings = [
    (name = "UPSTREAM_URL", fromEnvironment = "UPSTREAM_URL"),
  ],
);
