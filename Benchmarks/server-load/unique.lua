-- wrk script for Benchmarks/server-load/unique: POSTs a valid sign-up with a user name and an
-- e-mail address no request used before (the run's prefix, the thread, a counter) to the
-- route named after `--`, so that every request stores a new account; counts the answers by
-- status and prints one line: route, requests/s, p50 and p99 latency, statuses.
--
--   wrk -t2 -c32 -d10s -s unique.lua http://127.0.0.1:8080 -- /signup RUNPREFIX

package.path = "Benchmarks/server-load/?.lua;" .. package.path
-- wrk's `response` and `done`: results.lua.
require("results")

threads = {}
local counter = 0

function setup(thread)
    counter = counter + 1
    thread:set("id", counter)
    table.insert(threads, thread)
end

function init(args)
    route = args[1] or "/signup"
    prefix = args[2] or "r"
    statuses = {}
    sent = 0
    headers = { ["Content-Type"] = "application/json", ["Accept-Language"] = "fr;q=0.9, en;q=0.5" }
end

function request()
    sent = sent + 1
    -- At most 20 letters and digits: "u" .. prefix (≤ 6) .. thread .. counter.
    local name = string.format("u%s%dx%d", prefix, id, sent)
    local body = string.format(
        '{"email":"%s@example.com","password":"Secret123","confirmation":"Secret123",' ..
        '"cardNumber":"4111 1111 1111 1111","userName":"%s","birthDate":"2000-02-29","teamSize":3,"terms":true}',
        name, name)
    return wrk.format("POST", route, headers, body)
end
