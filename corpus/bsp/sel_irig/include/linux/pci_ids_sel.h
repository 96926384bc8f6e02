//////////////////////////////////////////////////////////////////////////////
// COPYRIGHT (c) 2010 Schweitzer Engineering Laboratories, Pullman, Washington
///
/// @file pci_ids_sel.h
///
/// @brief New PCI ids specified by SEL
///
/// @remarks This file should be phased out as the ID's get merged mainline
//////////////////////////////////////////////////////////////////////////////

#ifndef _PCI_IDS_SEL_H_INCLUDED
#define _PCI_IDS_SEL_H_INCLUDED

#define PCI_VENDOR_ID_SEL               0x1aa9
#define PCI_DEVICE_ID_SEL_SERIAL        0x0001
#define PCI_DEVICE_ID_SEL_MB_FUNCS      0x0002
#define PCI_DEVICE_ID_SEL_IO_CONTROL    0x0003
#define PCI_DEVICE_ID_SEL_NAND_FLASH    0x0004
#define PCI_DEVICE_ID_SEL_IRIG          0x0005

#endif // _PCI_IDS_SEL_H_INCLUDED
