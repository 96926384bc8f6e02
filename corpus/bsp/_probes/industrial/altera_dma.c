/* altera_dma probe: user view (default) or kernel view (-DKVIEW) of altera_dma_cmd.h */
#ifdef KVIEW
#define __KERNEL__
struct timeval { long tv_sec; long tv_usec; };   /* in-kernel struct timeval (pre-5.6) */
#else
#include <sys/time.h>
#endif
#include "probe.h"
#include "../../altera_dma/altera_dma_cmd.h"
P(sizeof_timeval, S(struct timeval))
P(sizeof_dma_cmd, S(struct dma_cmd))
P(off_dma_cmd_buf, O(struct dma_cmd, buf))
P(sizeof_dma_status, S(struct dma_status))
P(off_status_write_time, O(struct dma_status, write_time))
P(off_status_read_time, O(struct dma_status, read_time))
P(off_status_simul_time, O(struct dma_status, simul_time))
P(off_status_pass_read, O(struct dma_status, pass_read))
P(off_status_offset, O(struct dma_status, offset))
P(ALTERA_IOCX_START, ALTERA_IOCX_START)
P(ALTERA_IOCX_WAIT, ALTERA_IOCX_WAIT)
P(ALTERA_CMD_READ_STATUS, ALTERA_CMD_READ_STATUS)
