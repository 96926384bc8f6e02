// SPDX-License-Identifier: GPL-2.0
/*
 * Per-ioctl cost, measured side by side in one process: REPS rounds, each
 * timing a block of N calls of command A, then N of command B (CLOCK_
 * MONOTONIC around each block), so drift and noise hit both alike.
 * Prints one line per pair: "bench <pair> <rep> <ns per A> <ns per B>".
 *
 * Pairs, from this process's ABI:
 *   compat_time  the test device's GET_TS in the 64-bit time layout (A)
 *                and in the 32-bit time layout (B, narrowed by
 *                compat_time); on x86_64 both are the native layout
 *   kernel       a socket's SIOCGSTAMP_NEW (A, no conversion) and
 *                SIOCGSTAMP_OLD (B, the kernel's own conversion)
 *   fallback     GET_VERSION, a command without time, on the test
 *                device's twin whose .unlocked_ioctl is the driver's own
 *                handler (A) and through compat_time to that handler as
 *                the table's fallback (B)
 *   pcm          SNDRV_PCM_IOCTL_STATUS in this process's layout, from
 *                the same native status (LOAD_NATIVE), served by code
 *                written as the sound core's (A, /dev/compat_time_test_hand)
 *                and by compat_time (B); the two answers must be equal
 *
 * Usage: bench N REPS
 */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>
#include <netinet/in.h>
#include <net/if.h>
#include <linux/compat_time_test.h>
#include <linux/sockios.h>
#include <sound/asound.h>

#include "../e2e/loopback.h"

struct ts32 { int32_t sec, nsec; };
struct ts64 { int64_t sec, nsec; };

#define GET_TS_32 _IOR(COMPAT_TIME_TEST_IOC_MAGIC, 0x04, struct ts32)
#define GET_TS_64 _IOR(COMPAT_TIME_TEST_IOC_MAGIC, 0x04, struct ts64)

static double now_ns(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e9 + t.tv_nsec;
}

static double block(int fd, unsigned long cmd, void *arg, long n)
{
	double t0 = now_ns();
	long i;

	for (i = 0; i < n; i++)
		if (ioctl(fd, cmd, arg) != 0) {
			perror("bench: ioctl");
			exit(1);
		}
	return (now_ns() - t0) / n;
}

static void pair(const char *name, int fda, unsigned long a, int fdb,
		 unsigned long b, long n, int reps)
{
	unsigned char buf[256];
	int r;

	block(fda, a, buf, n / 10 + 1);	/* warm up */
	block(fdb, b, buf, n / 10 + 1);
	for (r = 0; r < reps; r++) {
		double ta = block(fda, a, buf, n);
		double tb = block(fdb, b, buf, n);

		printf("bench %s %d %.1f %.1f\n", name, r, ta, tb);
	}
}

/* x86_64's struct snd_pcm_status64: make bench runs on Debian's amd64. */
#define NATIVE_PCM_STATUS_SIZE	152

/*
 * Give both devices the same native status, and check that they answer
 * this process with the same bytes.
 */
static int pcm_setup(int hand, int fd)
{
	struct compat_time_test_native native = { .len = NATIVE_PCM_STATUS_SIZE };
	struct snd_pcm_status a, b;
	long long *stamps = (long long *)(native.data + 8);

	stamps[0] = 2000000000;		/* trigger_tstamp: sec, nsec */
	stamps[1] = 123456789;
	stamps[2] = 2000000001;		/* tstamp */
	stamps[3] = 987654321;
	memset(&a, 0x11, sizeof(a));
	memset(&b, 0x22, sizeof(b));
	if (ioctl(hand, COMPAT_TIME_TEST_LOAD_NATIVE, &native) ||
	    ioctl(fd, COMPAT_TIME_TEST_LOAD_NATIVE, &native) ||
	    ioctl(hand, SNDRV_PCM_IOCTL_STATUS, &a) ||
	    ioctl(fd, SNDRV_PCM_IOCTL_STATUS, &b))
		return -1;
	if (memcmp(&a, &b, sizeof(a))) {
		fprintf(stderr, "bench: pcm: the two answers differ\n");
		return -1;
	}
	return 0;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 100000;
	int reps = argc > 2 ? atoi(argv[2]) : 11;
	int fd = open("/dev/compat_time_test", O_RDWR);
	int direct = open("/dev/compat_time_test_direct", O_RDWR);
	int hand = open("/dev/compat_time_test_hand", O_RDWR);
	int s = stamped_socket();

	if (fd < 0 || direct < 0 || hand < 0 || s < 0 || pcm_setup(hand, fd)) {
		fprintf(stderr, "bench: setup: %s\n", strerror(errno));
		return 1;
	}
	pair("compat_time", fd, GET_TS_64, fd, sizeof(long) == 8 ? GET_TS_64 :
	     GET_TS_32, n, reps);
	pair("kernel", s, SIOCGSTAMP_NEW, s, SIOCGSTAMP_OLD, n, reps);
	pair("fallback", direct, COMPAT_TIME_TEST_GET_VERSION, fd,
	     COMPAT_TIME_TEST_GET_VERSION, n, reps);
	pair("pcm", hand, SNDRV_PCM_IOCTL_STATUS, fd, SNDRV_PCM_IOCTL_STATUS,
	     n, reps);
	return 0;
}
