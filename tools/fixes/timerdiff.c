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
 *   timerdiff read            the tread records of read(), after TREAD_OLD
 *                             ("old") and after TREAD64 ("t64")
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
 *
 * read: a non-blocking file in tread mode, bound to the system timer,
 * whose filter keeps START and STOP, is started and stopped, which queues
 * two records.  Then four reads, one line each:
 *
 *   MODE STEP ret=RET errno=NAME tsok=OK bytes=HEX
 *
 * "short", one byte less than this ABI's struct snd_timer_tread; "bad", a
 * page that cannot be accessed, for two records; "good", room for two
 * records; "again", the same.  The bytes are the buffer, each record's
 * time masked ("tt") where the 16-byte time32 or the 32-byte time64
 * record has it (32 bytes after TREAD64, this ABI's after TREAD_OLD, or
 * less where one read returned less), and tsok says whether each such
 * time was a valid one (0 <= tv_nsec < 10^9).
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

/* The time of the record at @rec, of @size bytes: masked, and checked. */
static int record_time(char *hex, const unsigned char *rec, size_t size)
{
	size_t at = size == 16 ? 4 : 8, len = size == 16 ? 8 : 16, i;
	long long sec, nsec;

	if (size == 16) {
		int s32[2];

		memcpy(s32, rec + at, sizeof(s32));
		sec = s32[0];
		nsec = s32[1];
	} else {
		long long s64[2];

		memcpy(s64, rec + at, sizeof(s64));
		sec = s64[0];
		nsec = s64[1];
	}
	for (i = 0; i < len; i++)
		memcpy(hex + 2 * (at + i), "tt", 2);
	return sec >= 0 && nsec >= 0 && nsec < 1000000000;
}

static void tread(unsigned char *area, const char *mode, unsigned int cmd)
{
	static const char * const steps[] = { "short", "bad", "good", "again" };
	struct snd_timer_select sel = { .id = system_timer };
	struct snd_timer_params params = {
		.ticks = 1000000,
		.queue_size = 32,
		.filter = 1 << SNDRV_TIMER_EVENT_START |
			  1 << SNDRV_TIMER_EVENT_STOP,
	};
	size_t user = sizeof(struct snd_timer_tread), count, rec, s, i;
	char hex[2 * 2 * sizeof(struct snd_timer_tread) + 1];
	int on = 1, fd, err, ok;
	unsigned char *buf;
	ssize_t ret;

	fd = open("/dev/snd/timer", O_RDONLY | O_NONBLOCK);
	if (fd < 0)
		die("open /dev/snd/timer");
	if (ioctl(fd, cmd, &on) < 0 ||
	    ioctl(fd, SNDRV_TIMER_IOCTL_SELECT, &sel) < 0 ||
	    ioctl(fd, SNDRV_TIMER_IOCTL_PARAMS, &params) < 0 ||
	    ioctl(fd, SNDRV_TIMER_IOCTL_START) < 0 ||
	    ioctl(fd, SNDRV_TIMER_IOCTL_STOP) < 0)
		die("tread set-up");
	for (s = 0; s < ARRAY_SIZE(steps); s++) {
		if (!strcmp(steps[s], "short")) {
			count = user - 1;
			buf = area + page - count;
		} else if (!strcmp(steps[s], "bad")) {
			count = 2 * user;
			buf = area + page;
		} else {
			count = 2 * user;
			buf = area;
		}
		memset(area, FILL, page);
		errno = 0;
		ret = read(fd, buf, count);
		err = errno;
		ok = 1;
		hex[0] = 0;
		if (buf < area + page) {
			for (i = 0; i < count; i++)
				sprintf(hex + 2 * i, "%02x", buf[i]);
			/*
			 * the kernel's record size: 32 bytes after TREAD64,
			 * this ABI's after TREAD_OLD, or what one read gave
			 */
			rec = cmd == SNDRV_TIMER_IOCTL_TREAD64 ? 32 : user;
			if (ret > 0 && (size_t)ret < rec)
				rec = ret;
			for (i = 0; ret > 0 && (i + 1) * rec <= (size_t)ret; i++)
				ok &= record_time(hex + 2 * i * rec, buf + i * rec,
						  rec);
		}
		printf("%s %s ret=%zd errno=%s tsok=%d bytes=%s\n", mode,
		       steps[s], ret, ret < 0 ? strerrorname_np(err) : "0", ok,
		       hex[0] ? hex : "-");
	}
	close(fd);
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
	if (!(argc == 2 && !strcmp(argv[1], "read")) &&
	    (argc < 3 || strcmp(argv[1], "call"))) {
		fprintf(stderr,
			"usage: timerdiff numbers | call NUMBER... | read\n");
		return 2;
	}
	page = sysconf(_SC_PAGESIZE);
	area = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (area == MAP_FAILED || mprotect(area + page, page, PROT_NONE))
		die("mmap");
	if (argc == 2) {
		tread(area, "old", SNDRV_TIMER_IOCTL_TREAD_OLD);
		tread(area, "t64", SNDRV_TIMER_IOCTL_TREAD64);
		return 0;
	}
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
