#!/usr/bin/env python3
"""Memory of a long batch: pipes LINES utterances into `phrasebook match` and samples its RSS.

Batch mode answers each line as it is read and keeps nothing per line (no statistics without
--stats, over-long lines read past), so RSS should stay flat however many lines go through.

    python3 Benchmarks/BatchMemory/batch_memory.py .build/release/phrasebook --lines 2000000
"""
import argparse, subprocess, sys, threading, time

UTTERANCES = [
    "order 2 large tomato soups in soup chef", "play some jazz", "add buy milk to my groceries list in task master",
    "what soup should i cook tonight", "asdf qwer", "set the volume to 40 on jukebox", "", "skip this song",
    "x " * 3000,  # over the 4,096-byte limit: answered noMatch, read past
]


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("--lines", type=int, default=2_000_000)
    parser.add_argument("--json", action="store_true", help="run match --json")
    options = parser.parse_args()
    command = [options.binary, "match"] + (["--json"] if options.json else [])
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=1 << 20)
    answers = [0]

    def count():
        for _ in process.stdout:
            answers[0] += 1

    reader = threading.Thread(target=count, daemon=True)
    reader.start()
    block = ("\n".join(UTTERANCES) + "\n").encode()
    samples = []
    started = time.monotonic()
    sent = 0
    next_sample = 0
    while sent < options.lines:
        process.stdin.write(block)
        sent += len(UTTERANCES)
        if sent >= next_sample:
            samples.append((sent, rss_kib(process.pid)))
            next_sample += options.lines // 10
    process.stdin.close()
    status = process.wait()
    reader.join()
    elapsed = time.monotonic() - started
    print(f"{sent:,} lines, {answers[0]:,} answers, status {status}, {sent / elapsed:,.0f} lines/s")
    print("RSS by lines sent: " + ", ".join(f"{lines:,}: {rss / 1024:.1f} MB" for lines, rss in samples))
    return 0 if answers[0] == sent and status == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
