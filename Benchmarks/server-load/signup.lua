-- wrk script for Benchmarks/server-load/run: POSTs the sign-up form to the route named
-- after `--`, a valid and an invalid form in turn, with messages asked in French; counts the
-- answers by status and prints one line: route, requests/s, p50 and p99 latency, statuses.
-- For /empty, two more arguments name the answers /signup gave the valid and the invalid form
-- ("201 47" "422 912"), sent in its X-Answer header with the same bodies.
--
--   wrk -t2 -c32 -d10s -s signup.lua http://127.0.0.1:8080 -- /signup
--   wrk -t2 -c32 -d10s -s signup.lua http://127.0.0.1:8080 -- /empty "201 47" "422 912"

-- The typed sign-up form (text fields, a birth date, a team size and the terms), valid and
-- invalid, read from the JSON files beside this script (run from the repository's root).

package.path = "Benchmarks/server-load/?.lua;" .. package.path
-- wrk's `response` and `done`: results.lua.
require("results")
local function read(path)
    local file = assert(io.open(path, "rb"))
    local text = file:read("*a"):gsub("%s+$", "")
    file:close()
    return text
end
local valid = read("Benchmarks/server-load/valid.json")
local invalid = read("Benchmarks/server-load/invalid.json")

threads = {}

function setup(thread)
    table.insert(threads, thread)
end

function init(args)
    route = args[1] or "/signup"
    statuses = {}
    local function headers(answer)
        local fields = { ["Content-Type"] = "application/json", ["Accept-Language"] = "fr;q=0.9, en;q=0.5" }
        if answer then fields["X-Answer"] = answer end
        return fields
    end
    requests = {
        wrk.format("POST", route, headers(args[2]), valid),
        wrk.format("POST", route, headers(args[3]), invalid),
    }
    sent = 0
end

function request()
    sent = sent + 1
    return requests[sent % 2 + 1]
end
