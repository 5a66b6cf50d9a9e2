/* The physical limit mvvm-bench measures mvvm-server against: a server that understands nothing
 * but newline-delimited JSON-RPC framing and does the same I/O as mvvm-server, one write per
 * drained read. Each request line (one with an "id") is answered with a response the size of a
 * property/set response, carrying the same id.
 *
 *   echo-server reply    a response per request
 *   echo-server notify   a property/didChange line, then the response (a set that changes a bound property)
 *   echo-server push     responses, and property/didChange lines whenever no input is waiting
 *
 * Lines may be up to 64 KiB. Ends at end of input or when the client stops reading. */
#define _GNU_SOURCE /* memmem */
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

enum { slack = 4096 };
static char in[64 << 10], out[(256 << 10) + slack];
static long version;

static size_t notify(char *to) {
    version++;
    return (size_t)sprintf(to, "{\"jsonrpc\":\"2.0\",\"method\":\"property/didChange\",\"params\":{\"viewModel\":"
                               "\"vm-1\",\"property\":\"price\",\"value\":%ld.25,\"version\":%ld}}\n",
                           100 + version % 400, version);
}

static int write_all(const char *bytes, size_t count) {
    for (ssize_t n; count > 0; bytes += n, count -= (size_t)n)
        if ((n = write(1, bytes, count)) <= 0) return 0;
    return 1;
}

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "reply";
    int notifying = strcmp(mode, "notify") == 0, pushing = strcmp(mode, "push") == 0;
    size_t kept = 0;
    for (;;) {
        struct pollfd input = {.fd = 0, .events = POLLIN};
        size_t used = 0;
        if (pushing && poll(&input, 1, 0) == 0) {
            while (used < sizeof out - slack) used += notify(out + used);
            if (!write_all(out, used)) return 0;
            continue;
        }
        ssize_t count = read(0, in + kept, sizeof in - kept);
        if (count <= 0) return 0;
        char *line = in, *end, *last = in + kept + count;
        for (; (end = memchr(line, '\n', (size_t)(last - line))) != NULL; line = end + 1) {
            char *id = memmem(line, (size_t)(end - line), "\"id\":", 5);
            if (id == NULL) continue;
            id += 5;
            if (notifying) used += notify(out + used);
            used += (size_t)sprintf(out + used, "{\"jsonrpc\":\"2.0\",\"id\":%.*s,\"result\":{\"version\":%ld}}\n",
                                    (int)strcspn(id, ",}\n"), id, ++version);
            if (used > sizeof out - slack) {
                if (!write_all(out, used)) return 0;
                used = 0;
            }
        }
        kept = (size_t)(last - line);
        memmove(in, line, kept);
        if (used > 0 && !write_all(out, used)) return 0;
    }
}
