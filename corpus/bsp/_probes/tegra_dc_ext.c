/* tegra dc ext probe: vendor header byte-exact. Build without CONFIG_COMPAT = caller's view
   (and 32-bit kernel's view for the t32 column); with -DCONFIG_COMPAT = a 64-bit kernel's view. */
#include <stdint.h>
#include <time.h>
#include "probe.h"
#include <video/tegra_dc_ext.h>
P(sizeof_tegra_timespec, S(struct tegra_timespec))
P(sizeof_windowattr, S(struct tegra_dc_ext_flip_windowattr))
P(off_windowattr_timestamp, O(struct tegra_dc_ext_flip_windowattr, timestamp))
P(off_windowattr_buff_id_u, O(struct tegra_dc_ext_flip_windowattr, buff_id_u))
P(sizeof_flip, S(struct tegra_dc_ext_flip))
P(sizeof_flip_2, S(struct tegra_dc_ext_flip_2))
P(sizeof_flip_3, S(struct tegra_dc_ext_flip_3))
P(TEGRA_DC_EXT_FLIP, TEGRA_DC_EXT_FLIP)
P(TEGRA_DC_EXT_FLIP2, TEGRA_DC_EXT_FLIP2)
P(TEGRA_DC_EXT_SET_PROPOSED_BW, TEGRA_DC_EXT_SET_PROPOSED_BW)
P(TEGRA_DC_EXT_FLIP3, TEGRA_DC_EXT_FLIP3)
