// SPDX-License-Identifier: GPL-2.0
/*
 * Differential check of the catalog's v4l2_buffer against the kernel's
 * own conversion, on vivid: a 32-bit process streams one frame and asks
 * vivid for the dequeued buffer (VIDIOC_QUERYBUF, converted by the
 * kernel's v4l2 compat code); a 64-bit helper asks for the same buffer in
 * the native layout; the native bytes go through compat_time's catalog
 * entry on the test device, and the two results must be equal, field by
 * field.  Built as x86_64 (the helper, "--native INDEX") and i386 with
 * 32-bit and 64-bit time.  Prints TAP.
 */
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <unistd.h>
#include <linux/compat_time_test.h>
#include <linux/videodev2.h>

#include "native.h"

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

#define ABI (sizeof(long) == 8 ? "x86_64" : sizeof(time_t) == 8 ? \
	     "i386-time64" : "i386-time32")
#define DEV "/dev/video0"

static int fail(const char *what)
{
	printf("not ok 1 - %s: vivid VIDIOC_QUERYBUF: %s: %s\n", ABI, what,
	       strerror(errno));
	return 1;
}

static int native(int index)
{
	struct v4l2_buffer b = { .index = index,
				 .type = V4L2_BUF_TYPE_VIDEO_CAPTURE };
	int fd = open(DEV, O_RDWR);

	if (fd < 0 || ioctl(fd, VIDIOC_QUERYBUF, &b))
		return 1;
	return fwrite(&b, sizeof(b), 1, stdout) != 1;
}

#define FIELD(f) { #f, offsetof(struct v4l2_buffer, f), \
		   sizeof(((struct v4l2_buffer *)0)->f) }

static const struct { const char *name; size_t off, size; } fields[] = {
	FIELD(index), FIELD(type), FIELD(bytesused), FIELD(flags),
	FIELD(field), FIELD(timestamp.tv_sec), FIELD(timestamp.tv_usec),
	FIELD(timecode), FIELD(sequence), FIELD(memory), FIELD(m.offset),
	FIELD(length), FIELD(reserved2), FIELD(request_fd),
};

static void dump(const char *who, const unsigned char *p, size_t n)
{
	size_t i;

	printf("#   %-11s", who);
	for (i = 0; i < n; i++)
		printf(" %02x", p[i]);
	printf("\n");
}

int main(int argc, char **argv)
{
	struct v4l2_requestbuffers req = {
		.count = 2, .type = V4L2_BUF_TYPE_VIDEO_CAPTURE,
		.memory = V4L2_MEMORY_MMAP,
	};
	struct v4l2_buffer kernel, ours, b;
	int type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	struct timeval tmo = { .tv_sec = 30 };
	fd_set rd;
	size_t i;
	unsigned int len;
	int fd, ct, ok = 1;

	if (argc == 3 && !strcmp(argv[1], "--native"))
		return native(atoi(argv[2]));

	fd = open(DEV, O_RDWR);
	ct = open("/dev/compat_time_test", O_RDWR);
	if (fd < 0 || ct < 0)
		return fail("open");
	if (ioctl(fd, VIDIOC_REQBUFS, &req) || req.count < 1)
		return fail("REQBUFS");
	for (i = 0; i < req.count; i++) {
		memset(&b, 0, sizeof(b));
		b.index = i;
		b.type = type;
		b.memory = V4L2_MEMORY_MMAP;
		if (ioctl(fd, VIDIOC_QBUF, &b))
			return fail("QBUF");
	}
	if (ioctl(fd, VIDIOC_STREAMON, &type))
		return fail("STREAMON");
	FD_ZERO(&rd);
	FD_SET(fd, &rd);
	if (select(fd + 1, &rd, NULL, NULL, &tmo) != 1)
		return fail("no frame within 30 s");
	memset(&b, 0, sizeof(b));
	b.type = type;
	b.memory = V4L2_MEMORY_MMAP;
	if (ioctl(fd, VIDIOC_DQBUF, &b))
		return fail("DQBUF");

	/* The kernel's conversion, for this process. */
	memset(&kernel, 0xa5, sizeof(kernel));
	kernel.index = b.index;
	kernel.type = type;
	if (ioctl(fd, VIDIOC_QUERYBUF, &kernel))
		return fail("QUERYBUF");

	/* The native bytes of the same buffer, through compat_time. */
	len = load_native(ct, "vivid", b.index);
	if (!len)
		return fail("native helper");
	memset(&ours, 0x5a, sizeof(ours));
	ours.index = b.index;
	ours.type = type;
	if (ioctl(ct, VIDIOC_QUERYBUF, &ours))
		return fail("compat_time QUERYBUF");

	for (i = 0; i < ARRAY_SIZE(fields); i++) {
		if (!memcmp((char *)&kernel + fields[i].off,
			    (char *)&ours + fields[i].off, fields[i].size))
			continue;
		ok = 0;
		printf("# %s differs:\n", fields[i].name);
		dump("kernel", (unsigned char *)&kernel + fields[i].off,
		     fields[i].size);
		dump("compat_time", (unsigned char *)&ours + fields[i].off,
		     fields[i].size);
	}
	printf("# vivid buffer %u: seq %u ts %lld.%06ld flags %#x, %u native bytes\n",
	       kernel.index, kernel.sequence, (long long)kernel.timestamp.tv_sec,
	       (long)kernel.timestamp.tv_usec, kernel.flags, len);
	printf("%sok 1 - %s: vivid VIDIOC_QUERYBUF: compat_time's bytes equal the kernel's own conversion\n",
	       ok && !memcmp(&kernel, &ours, sizeof(kernel)) ? "" : "not ", ABI);
	ioctl(fd, VIDIOC_STREAMOFF, &type);
	return !ok;
}
