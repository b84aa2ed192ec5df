#!/usr/bin/env python3
"""Load test of `phrasebook serve`: interleaved conversations, malformed lines and reloads.

Sends REQUESTS lines from CONVERSATIONS interleaved conversations (every tenth request a `match`),
makes MALFORMED of the lines malformed, and reloads the manifest every RELOAD_EVERY requests.
Then checks that every well-formed request got exactly one response, every malformed line one
error response, and every conversation exactly the outcomes of its own script (no conversation
sees another's pending question). Reports requests per second and the server's RSS at the start
and at the end. Exit status 0 when every check passes.

    python3 Benchmarks/ServeLoad/serve_load.py .build/release/phrasebook
    python3 Benchmarks/ServeLoad/serve_load.py --requests 4000 --reload-every 1000 .build/debug/phrasebook
"""
import argparse, json, random, subprocess, sys, threading, time

# one conversation's turns and the outcome each must get, in a loop: a question is asked and
# answered, so another conversation's answer would show up as a wrong outcome.
SCRIPT = [
    ("order soup in soup chef", "needsValue"),
    ("the tomato one", "completed"),
    ("add a task in taskmaster", "needsValue"),
    ("water the plants", "completed"),
    ("play some jazz", "completed"),
    ("delete all my tasks in taskmaster", "unauthorized"),
]
MATCH = ("order 2 large tomato soups in soup chef", "matched")
MALFORMED = ['{"id": 1, "type": "respond"', 'not json', '{"type": "match", "text": "x"}', '[1, 2]', '{"id": {}, "type": "end"}']


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary", help="the phrasebook executable")
    parser.add_argument("--requests", type=int, default=100_000)
    parser.add_argument("--conversations", type=int, default=8)
    parser.add_argument("--malformed", type=float, default=0.01, help="share of malformed lines (default 0.01)")
    parser.add_argument("--reload-every", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    random.seed(options.seed)

    # the lines to send, and what each well-formed one must get back.
    lines, expected, malformed = [], {}, 0
    turns = [0] * options.conversations
    for number in range(1, options.requests + 1):
        if random.random() < options.malformed:
            lines.append(random.choice(MALFORMED))
            malformed += 1
        elif number % options.reload_every == 0:
            lines.append(json.dumps({"id": number, "type": "reload"}))
            expected[number] = ("reload", None)
        elif number % 10 == 0:
            lines.append(json.dumps({"id": number, "type": "match", "text": MATCH[0]}))
            expected[number] = ("match", MATCH[1])
        else:
            conversation = number % options.conversations
            text, outcome = SCRIPT[turns[conversation] % len(SCRIPT)]
            turns[conversation] += 1
            lines.append(json.dumps({"id": number, "type": "respond", "conversation": f"c{conversation}", "text": text}))
            expected[number] = (f"c{conversation}", outcome)

    server = subprocess.Popen([options.binary, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1 << 16)
    responses = []
    reader = threading.Thread(target=lambda: responses.extend(server.stdout), daemon=True)
    reader.start()
    # the first request answered: the server is up; its RSS then is the start.
    server.stdin.write(json.dumps({"id": 0, "type": "match", "text": "hello"}) + "\n")
    server.stdin.flush()
    while not responses:
        time.sleep(0.01)
    rss_start = rss_kib(server.pid)
    started = time.monotonic()
    samples = []
    for number, line in enumerate(lines):
        if number % max(1, len(lines) // 10) == 0:
            samples.append((number, rss_kib(server.pid)))
        server.stdin.write(line + "\n")
    server.stdin.flush()
    # the RSS at the end: every line sent and (almost) every answer back, before input ends.
    while len(responses) < len(lines) + 1 and server.poll() is None and time.monotonic() - started < 600:
        time.sleep(0.01)
    elapsed = time.monotonic() - started
    rss_end = rss_kib(server.pid)
    server.stdin.close()
    status = server.wait()
    reader.join()

    problems = []
    seen, errors = {}, 0
    for line in responses[1:]:
        response = json.loads(line)
        if response["id"] is None:
            errors += 1
            continue
        if response["id"] in seen:
            problems.append(f"request {response['id']} answered twice")
        seen[response["id"]] = response
    missing = [number for number in expected if number not in seen]
    if missing:
        problems.append(f"{len(missing)} requests unanswered, the first {missing[:5]}")
    if errors != malformed:
        problems.append(f"{malformed} malformed lines got {errors} error responses")
    for number, (kind, outcome) in expected.items():
        response = seen.get(number)
        if response is None:
            continue
        if kind == "reload":
            ok = "reloaded" in response
        elif kind == "match":
            ok = response.get("outcome") == outcome
        else:
            ok = response.get("conversation") == kind and response.get("outcome") == outcome
        if not ok:
            problems.append(f"request {number} ({kind}) expected {outcome}, got {json.dumps(response)[:200]}")
            if len(problems) > 10:
                break
    if status != 0:
        problems.append(f"the server exited with status {status}")

    print(f"{options.requests} requests ({malformed} malformed, {len(expected)} well-formed) from "
          f"{options.conversations} conversations, a reload every {options.reload_every}: "
          f"{len(seen)} answered, {errors} error responses, {len(problems)} problems")
    print(f"{options.requests / elapsed:,.0f} requests/s over {elapsed:.2f} s; RSS {rss_start / 1024:.1f} MB at the start, "
          f"{rss_end / 1024:.1f} MB at the end")
    print("RSS by requests sent: " + ", ".join(f"{number:,}: {rss / 1024:.1f} MB" for number, rss in samples))
    for problem in problems:
        print("PROBLEM:", problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
