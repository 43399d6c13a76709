-- What signup.lua and unique.lua share: each thread counts its answers by status, and the
-- run ends with one line — route, requests/s, p50 and p99 latency, errors, statuses:
--
--   RESULT route=/signup requests=5327 rps=529 p50_ms=63.06 p99_ms=91.57 errors=0 statuses=201×5327
--
-- Loaded with `require("results")` (wrk runs from the repository's root), it defines wrk's
-- `response` and `done` for the script, which keeps `threads` (from `setup`), and per thread
-- `route` and `statuses` (from `init`).
local results = {}

-- Counts an answer's status in the thread's `statuses` table.
function results.count(statuses, status)
    statuses[status] = (statuses[status] or 0) + 1
end

-- Writes the RESULT line of a run whose threads each hold `route` and `statuses`.
function results.report(threads, summary, latency)
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

function response(status, headers, body)
    results.count(statuses, status)
end

function done(summary, latency, _)
    results.report(threads, summary, latency)
end

return results
