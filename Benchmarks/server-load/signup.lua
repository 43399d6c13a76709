-- wrk script for Benchmarks/server-load/run: POSTs the sign-up form to the route named
-- after `--`, a valid and an invalid form in turn, with messages asked in French; counts the
-- answers by status and prints one line: route, requests/s, p50 and p99 latency, statuses.
--
--   wrk -t2 -c32 -d10s -s signup.lua http://127.0.0.1:8080 -- /signup

-- The typed sign-up form: text fields, a birth date, a team size (a number) and the terms (a Boolean).
local valid = '{"email":"ada@example.com","password":"Secret123","confirmation":"Secret123",'
    .. '"cardNumber":"4111 1111 1111 1111","userName":"ada","birthDate":"2000-02-29","teamSize":3,"terms":true}'
local invalid = '{"email":"ada@","password":"secret","confirmation":"secrets",'
    .. '"cardNumber":"","userName":"ab","birthDate":"2020-01-01","teamSize":0,"terms":false}'

local threads = {}

function setup(thread)
    table.insert(threads, thread)
end

function init(args)
    route = args[1] or "/signup"
    statuses = {}
    local headers = { ["Content-Type"] = "application/json", ["Accept-Language"] = "fr;q=0.9, en;q=0.5" }
    requests = {
        wrk.format("POST", route, headers, valid),
        wrk.format("POST", route, headers, invalid),
    }
    sent = 0
end

function request()
    sent = sent + 1
    return requests[sent % 2 + 1]
end

function response(status, headers, body)
    statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, _)
    local counts = {}
    for _, thread in ipairs(threads) do
        for status, count in pairs(thread:get("statuses")) do
            counts[status] = (counts[status] or 0) + count
        end
    end
    local parts = {}
    for status, count in pairs(counts) do
        table.insert(parts, status .. "×" .. count)
    end
    table.sort(parts)
    local seconds = summary.duration / 1e6
    io.write(string.format(
        "RESULT route=%s requests=%d rps=%.0f p50_ms=%.2f p99_ms=%.2f errors=%d statuses=%s\n",
        threads[1]:get("route"), summary.requests, summary.requests / seconds,
        latency:percentile(50) / 1000, latency:percentile(99) / 1000,
        summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
        table.concat(parts, ",")))
end
