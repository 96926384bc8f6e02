// SPDX-License-Identifier: GPL-2.0
/*
 * timerdiff: what a kernel answers an ALSA timer ioctl, byte for byte, so
 * that two kernels' answers can be compared (tools/fixes/showcase.sh).
 * Guest-only, static, built for each ABI.
 *
 *   timerdiff numbers         this ABI's command numbers, "NAME 0xNUMBER"
 *   timerdiff call NUMBER...  each NUMBER, as this ABI sends it, on a
 *                             fresh /dev/snd/timer file: unbound, and
 *                             bound to the system timer by SELECT
 *
 * Each call runs with three buffers: "good", a buffer of _IOC_SIZE(NUMBER)
 * bytes followed by GUARD more; "bad", a page that cannot be accessed; and
 * "short", one byte less than _IOC_SIZE(NUMBER) before such a page.  Each
 * is filled first with a system timer's struct snd_timer_id (the head of
 * every argument that takes one) and FILL bytes.  One line per call:
 *
 *   NUMBER STATE BUFFER ret=RET errno=NAME bytes=HEX
 *
 * with the whole buffer, guard included, after the call.  Nothing printed
 * depends on the clock: no timer is ever started on a file whose status
 * is read.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <unistd.h>
#include <sound/asound.h>

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))
#define GUARD	16
#define FILL	0xa5

static const struct {
	const char *name;
	unsigned int number;
} numbers[] = {
#define N(cmd) { #cmd, (unsigned int)(SNDRV_TIMER_IOCTL_ ## cmd) }
	N(PVERSION), N(NEXT_DEVICE), N(TREAD_OLD), N(TREAD64), N(GINFO),
	N(GPARAMS), N(GSTATUS), N(SELECT), N(INFO), N(PARAMS), N(STATUS),
	N(START), N(STOP), N(CONTINUE), N(PAUSE),
#undef N
};

static const struct snd_timer_id system_timer = {
	.dev_class = SNDRV_TIMER_CLASS_GLOBAL,
	.dev_sclass = SNDRV_TIMER_SCLASS_NONE,
	.card = -1,
	.device = SNDRV_TIMER_GLOBAL_SYSTEM,
};

static long page;

static void die(const char *what)
{
	perror(what);
	exit(2);
}

/* A fresh timer file; bound to the system timer if @bound. */
static int timer_file(int bound)
{
	struct snd_timer_select sel;
	int fd = open("/dev/snd/timer", O_RDONLY);

	if (fd < 0)
		die("open /dev/snd/timer");
	if (bound) {
		memset(&sel, 0, sizeof(sel));
		sel.id = system_timer;
		if (ioctl(fd, SNDRV_TIMER_IOCTL_SELECT, &sel) < 0)
			die("SNDRV_TIMER_IOCTL_SELECT");
	}
	return fd;
}

static void fill(unsigned char *buf, size_t len)
{
	memset(buf, FILL, len);
	memcpy(buf, &system_timer, len < sizeof(system_timer) ?
	       len : sizeof(system_timer));
}

/*
 * One call.  @area is two pages, the second inaccessible; the buffer ends
 * at the boundary for "short" and "bad", lies in the first page for
 * "good".
 */
static void call(unsigned char *area, unsigned int number, int bound,
		 const char *kind)
{
	size_t size = _IOC_SIZE(number), len, i;
	unsigned char *buf;
	int fd, ret, err;

	if (!strcmp(kind, "good")) {
		buf = area;
		len = size + GUARD;
	} else if (!strcmp(kind, "short")) {
		len = size - 1;
		buf = area + page - len;
	} else {
		buf = area + page;
		len = 0;
	}
	fill(buf, len);
	fd = timer_file(bound);
	errno = 0;
	ret = ioctl(fd, number, buf);
	err = errno;
	close(fd);
	printf("%#010x %s %s ret=%d errno=%s bytes=", number,
	       bound ? "bound" : "unbound", kind, ret,
	       ret < 0 ? strerrorname_np(err) : "0");
	for (i = 0; i < len; i++)
		printf("%02x", buf[i]);
	printf("%s\n", len ? "" : "-");
}

int main(int argc, char **argv)
{
	unsigned char *area;
	unsigned int number;
	size_t i;
	int a, bound;

	setvbuf(stdout, NULL, _IOFBF, 1 << 16);
	if (argc == 2 && !strcmp(argv[1], "numbers")) {
		for (i = 0; i < ARRAY_SIZE(numbers); i++)
			printf("%s %#010x\n", numbers[i].name, numbers[i].number);
		return 0;
	}
	if (argc < 3 || strcmp(argv[1], "call")) {
		fprintf(stderr, "usage: timerdiff numbers | call NUMBER...\n");
		return 2;
	}
	page = sysconf(_SC_PAGESIZE);
	area = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (area == MAP_FAILED || mprotect(area + page, page, PROT_NONE))
		die("mmap");
	for (a = 2; a < argc; a++) {
		number = strtoul(argv[a], NULL, 0);
		if (_IOC_SIZE(number) + GUARD > (size_t)page) {
			fprintf(stderr, "timerdiff: %s: too large\n", argv[a]);
			return 2;
		}
		for (bound = 0; bound < 2; bound++) {
			call(area, number, bound, "good");
			call(area, number, bound, "bad");
			if (_IOC_SIZE(number))
				call(area, number, bound, "short");
		}
	}
	return 0;
}
