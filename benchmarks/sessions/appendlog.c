/* Bounds the cost of "one log record per acknowledged change": N records of S bytes appended to a
 * file with one write(2) each, each framed as [u32 length][u32 s0][u32 s1][payload] where (s0, s1)
 * is a running checksum over the payload words chained from the previous record (the scheme of
 * SQLite's WAL frames, written from its description). Sync: none, every record (fsync or
 * fdatasync), or at most every MS milliseconds (fdatasync).
 * A turn may carry TURN records (pipelined requests answered in one turn): one write, one sync.
 * usage: appendlog PATH COUNT SIZE none|fsync|fdatasync|everyMS [TURN] */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec / 1e9; }
int main(int argc, char **argv) {
    if (argc != 5 && argc != 6) { fprintf(stderr, "usage: appendlog PATH COUNT SIZE none|fsync|fdatasync|everyMS\n"); return 2; }
    long count = atol(argv[2]); int size = atoi(argv[3]); const char *mode = argv[4];
    double every = strncmp(mode, "every", 5) == 0 ? atof(mode + 5) / 1000.0 : -1;
    int fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC | O_APPEND, 0644);
    if (fd < 0) { perror("open"); return 2; }
    int padded = (size + 7) & ~7; int turn = argc == 6 ? atoi(argv[5]) : 1;
    uint8_t *buf = calloc(turn, 12 + padded); int filled = 0;
    uint32_t s0 = 0x4d56564d, s1 = 0x53455353; /* salts */
    long syncs = 0; double t0 = now(), last = t0, worst = 0;
    for (long i = 0; i < count; i++) {
        double ts = now(); uint8_t *rec = buf + (size_t)filled * (12 + padded);
        uint32_t *w = (uint32_t *)(rec + 12);
        snprintf((char *)w, padded, "{\"viewModel\":\"vm-1\",\"property\":\"playerName\",\"value\":\"Ada %ld\"}", i);
        for (int j = 0; j < padded / 4; j += 2) { s0 += w[j] + s1; s1 += w[j + 1] + s0; }
        uint32_t hdr[3] = { (uint32_t)padded, s0, s1 };
        memcpy(rec, hdr, 12);
        if (++filled < turn && i + 1 < count) continue;
        ssize_t len = (ssize_t)filled * (12 + padded); filled = 0;
        if (write(fd, buf, len) != len) { perror("write"); return 1; }
        if (strcmp(mode, "fsync") == 0) { fsync(fd); syncs++; }
        else if (strcmp(mode, "fdatasync") == 0) { fdatasync(fd); syncs++; }
        else if (every >= 0) { double t = now(); if (t - last >= every) { fdatasync(fd); syncs++; last = t; } }
        double d = now() - ts; if (d > worst) worst = d;
    }
    double t = now() - t0;
    printf("{\"count\":%ld,\"size\":%d,\"mode\":\"%s\",\"seconds\":%.3f,\"per_second\":%.0f,\"us_each\":%.2f,\"worst_ms\":%.2f,\"syncs\":%ld,\"turn\":%d}\n",
           count, size, mode, t, count / t, t / count * 1e6, worst * 1000, syncs, turn);
    close(fd); free(buf); return 0;
}
